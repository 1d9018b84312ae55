import { CheckIcon } from "./icons";

type Props = {
  items: readonly string[];
  className?: string;
  /** "sm" for cards (small text and icon), "md" for page bodies. */
  size?: "sm" | "md";
  /** Icon colour class. */
  tone?: string;
  /** The list's name for screen readers, when it has no visible heading. */
  label?: string;
};

/** A list of short points, each with a check mark. */
export function CheckList({ items, className = "", size = "md", tone = "text-whatsapp-dark", label }: Props) {
  const icon = size === "sm" ? "h-4 w-4" : "h-5 w-5";
  return (
    <ul aria-label={label} className={`${size === "sm" ? "space-y-1 text-sm" : "space-y-2"} ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CheckIcon className={`mt-0.5 flex-none ${icon} ${tone}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

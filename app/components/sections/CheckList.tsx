import { CheckIcon } from "~/components/ui/icons";

/** A list with check marks (benefits, reasons to choose, services). */
export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

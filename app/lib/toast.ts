/** A toast message (docs/product.md §8: title / text, "destructive" for errors). */
export type Toast = {
  title: string;
  description?: string;
  variant?: "success" | "destructive";
  /** Unique id so the same message twice is shown twice. */
  id?: string;
  /** How long it stays on screen with JavaScript (default 5 s). */
  durationMs?: number;
};

export function toast(title: string, description?: string, variant: Toast["variant"] = "success"): Toast {
  return { title, description, variant, id: Math.random().toString(36).slice(2) };
}

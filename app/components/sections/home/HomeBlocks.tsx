import type { HomeBlock } from "~/pages/home-page.server";

/** A stored section's paragraphs in the template's style, any other block as written (decision 0043). */
export function HomeBlocks({ blocks, className }: { blocks: HomeBlock[]; className: string }) {
  return blocks.map((block, i) =>
    block.kind === "p" ? (
      <p key={i} className={className} dangerouslySetInnerHTML={{ __html: block.html }} />
    ) : (
      <div key={i} className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: block.html }} />
    ),
  );
}

import type { Block, ContentSection } from "~/content/blocks";

function BlockView({ block }: { block: Block }) {
  if (block.kind === "p") return <p className="mb-4 leading-relaxed">{block.text}</p>;
  const items = block.items.map((item) => (
    <li key={item} className="mb-1.5">
      {item}
    </li>
  ));
  return block.kind === "ol" ? <ol className="mb-4 list-decimal space-y-1 pl-6">{items}</ol> : <ul className="mb-4 list-disc space-y-1 pl-6">{items}</ul>;
}

/** Renders structured copy (headings, paragraphs and lists) from the content modules. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <section key={s.heading} className="mt-8">
          <h2 className="mb-3 text-2xl font-bold text-brand-900">{s.heading}</h2>
          {s.blocks.map((b, i) => (
            <BlockView key={i} block={b} />
          ))}
        </section>
      ))}
    </>
  );
}

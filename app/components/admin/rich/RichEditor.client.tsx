import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { micromark } from "micromark";
import { useEffect, useRef, useState } from "react";
import { ImagePicker, type PickedImage } from "./ImagePicker";

/**
 * The rich-text editor for "Conteúdo" (decision 0031), loaded only on admin routes and only in
 * the browser. Its schema is cut to what the sanitiser keeps (decision 0008): h2/h3, paragraphs,
 * bold, italic, lists, links and images (the site's own photos or https, decision 0034). Whatever the schema does not know (Word's
 * `mso-` styles, spans, classes, scripts) is dropped on paste. It writes HTML into the same
 * textarea the form posts, so save, preview, parking and the local copy work as without it.
 */

const HAS_TAG = /<\/?[a-z][\s\S]*?>/i;

/** A field typed in the light syntax opens as formatted text, like the server reads it. */
function initialHtml(value: string): string {
  return HAS_TAG.test(value) ? value : micromark(value);
}

/** Word and Google Docs wrap text in styled spans, conditional comments and `o:p` tags. */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<style[\s\S]*?<\/style>/gi, "")
    .replace(/<\/?o:p[^>]*>/gi, "")
    .replace(/<\/?span[^>]*>/gi, "")
    .replace(/\s(style|class|lang)=("[^"]*"|'[^']*'|[^\s>]+)/gi, "");
}

/** Links: https, mailto, tel or a path inside the site, as the sanitiser keeps them. */
function safeLinkUrl(raw: string | null): string | null {
  const url = raw?.trim() ?? "";
  return /^(https:\/\/|mailto:|tel:|\/(?!\/)|#)[^\s"'<>]*$/i.test(url) ? url : null;
}

const EXTENSIONS = [
  StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, horizontalRule: false, strike: false }),
  Link.configure({ openOnClick: false, autolink: false, protocols: ["https", "mailto", "tel"] }),
  Image.configure({ inline: false }),
];

function Toolbar({ editor, onImage }: { editor: Editor; onImage: () => void }) {
  const button = (label: string, active: boolean, run: () => void) => (
    <button
      key={label}
      type="button"
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={`rounded border px-2 py-1 text-sm ${active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"}`}
    >
      {label}
    </button>
  );
  return (
    <div role="toolbar" aria-label="Formatação" className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-2">
      {button("Título", editor.isActive("heading", { level: 2 }), () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
      {button("Subtítulo", editor.isActive("heading", { level: 3 }), () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
      {button("Parágrafo", editor.isActive("paragraph"), () => editor.chain().focus().setParagraph().run())}
      {button("Negrito", editor.isActive("bold"), () => editor.chain().focus().toggleBold().run())}
      {button("Itálico", editor.isActive("italic"), () => editor.chain().focus().toggleItalic().run())}
      {button("Lista", editor.isActive("bulletList"), () => editor.chain().focus().toggleBulletList().run())}
      {button("Lista numerada", editor.isActive("orderedList"), () => editor.chain().focus().toggleOrderedList().run())}
      {button("Link", editor.isActive("link"), () => {
        const href = safeLinkUrl(window.prompt("Endereço do link (https://…, /pagina-do-site, mailto: ou tel:)", editor.getAttributes("link").href ?? ""));
        if (href) editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
        else editor.chain().focus().extendMarkRange("link").unsetLink().run();
      })}
      {button("Imagem", false, onImage)}
    </div>
  );
}

export default function RichEditor({ textarea, labelId }: { textarea: HTMLTextAreaElement; labelId: string }) {
  const written = useRef(textarea.value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml(textarea.value),
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "data-rich-editor": "",
        class: "prose-content min-h-[16rem] rounded-b-md border border-slate-300 bg-white p-3 focus:outline-2 focus:outline-brand-600",
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? "" : e.getHTML();
      written.current = html;
      textarea.value = html;
      textarea.dispatchEvent(new Event("input", { bubbles: true }));
    },
  });

  // "Restaurar" (the local copy) writes into the textarea: the editor follows it.
  useEffect(() => {
    const form = textarea.form;
    if (!form || !editor) return;
    const follow = () => {
      if (textarea.value !== written.current) {
        written.current = textarea.value;
        editor.commands.setContent(initialHtml(textarea.value), false);
      }
    };
    form.addEventListener("input", follow);
    return () => form.removeEventListener("input", follow);
  }, [editor, textarea]);

  const [picking, setPicking] = useState(false);
  if (!editor) return null;
  const insertImage = (image: PickedImage) => {
    setPicking(false);
    editor.chain().focus().setImage(image).run();
  };
  return (
    <div data-rich-editor-wrapper>
      <Toolbar editor={editor} onImage={() => setPicking(true)} />
      <EditorContent editor={editor} />
      <ImagePicker open={picking} onPick={insertImage} onClose={() => setPicking(false)} />
    </div>
  );
}

import type { LegalDocument } from "../legal-document";
import "../legal.css";

/**
 * A legal page as a document: title, last change, a table of contents, numbered sections. Server-rendered from
 * the loader's text; nothing here needs JavaScript.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="public-page legal-page" aria-labelledby="legal-title">
      <h1 id="legal-title" className="g-page-title">
        {document.title}
      </h1>
      <p className="legal-updated">
        Terakhir diperbarui: <time dateTime={document.updatedIso}>{document.updated}</time>
      </p>
      {document.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <nav className="g-card legal-toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className="legal-toc-title">
          Daftar isi
        </h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="legal-sections">
        {document.sections.map((section) => (
          <li key={section.id}>
            <section id={section.id} aria-labelledby={`${section.id}-title`} tabIndex={-1}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}

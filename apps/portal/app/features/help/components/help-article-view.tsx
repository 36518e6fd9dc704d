import type { Block, HelpArticle } from "../help-article";
import { HelpInline } from "./help-inline";

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <HelpInline runs={block.content} />
        </p>
      );
    case "note":
      return (
        <p className="help-note">
          <HelpInline runs={block.content} />
        </p>
      );
    case "steps":
    case "list": {
      const items = block.items.map((runs, index) => (
        <li key={index}>
          <HelpInline runs={runs} />
        </li>
      ));
      return block.kind === "steps" ? <ol className="help-steps">{items}</ol> : <ul className="help-list">{items}</ul>;
    }
    case "table":
      return (
        <div className="help-table-wrap">
          <table className="help-table">
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** One help article: its title, a contents list when it has several sections, and the sections. */
export function HelpArticleView({ article }: { article: HelpArticle }) {
  return (
    <article className="help-article" aria-labelledby="help-article-title">
      <h1 id="help-article-title" className="g-page-title">
        {article.title}
      </h1>
      <p className="public-intro">{article.summary}</p>
      {article.sections.length > 2 && (
        <nav className="help-contents" aria-label="Isi artikel">
          <h2 className="help-contents-title">Di artikel ini</h2>
          <ul>
            {article.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {article.sections.map((s) => (
        <section key={s.id} id={s.id} className="help-section" aria-labelledby={`${s.id}-judul`}>
          <h2 id={`${s.id}-judul`} className="help-section-title">
            {s.heading}
          </h2>
          {s.blocks.map((block, index) => (
            <BlockView key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

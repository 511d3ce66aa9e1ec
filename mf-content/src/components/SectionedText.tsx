import type { ReactNode } from 'react';
import './sectionedText.css';

export interface TextSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** A legal text (privacy statement, terms): a table of contents, then each section under its heading. */
export function SectionedText({ sections }: { sections: readonly TextSection[] }) {
  return (
    <>
      <nav className="cnt-contents" aria-labelledby="inhalt">
        <h2 id="inhalt" className="cnt-contents__heading">
          Inhalt
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`} className="cnt-text-section">
          <h2 id={`${section.id}-titel`}>{section.heading}</h2>
          {section.body}
        </section>
      ))}
    </>
  );
}

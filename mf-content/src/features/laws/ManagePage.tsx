import { PAGE_META, PAGE_ROUTES } from '@amb/shared-contracts/core';
import { CONTENT_KIND_LABELS } from '@amb/shared-contracts/content';
import { formatDate } from '@amb/shared-contracts/dates';
import { Link } from '@amb/remote-kit';
import { EditorAccess } from '../../components/editorAccess';
import { useGetManageContentQuery } from './lawsApi';
import './manage.css';

/** `/manage`: the editors' start – their tools and every article, news item and interview. */
export function ManagePage({ title }: { title: string }) {
  const { currentData, error, refetch } = useGetManageContentQuery();
  return (
    <EditorAccess title={title} error={error} loaded={currentData !== undefined} retry={() => void refetch()}>
      {() => (
        <>
          <nav aria-labelledby="werkzeuge" className="cnt-manage__tools">
            <h2 id="werkzeuge">Werkzeuge</h2>
            <ul>
              <li>
                <Link href={PAGE_ROUTES.manageLegislation.path}>{PAGE_META.manageLegislation.title}</Link>
                <span className="cnt-manage__line">
                  Paragrafen bearbeiten, Versionen vergleichen und wiederherstellen
                </span>
              </li>
              <li>
                <a href={PAGE_ROUTES.managePdfAnalysis.path}>PDF-Analyse</a>
                <span className="cnt-manage__line">Urteile und Betriebsvereinbarungen als PDF auswerten</span>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="inhalte">
            <h2 id="inhalte">Inhalte ({currentData!.items.length})</h2>
            <table className="cnt-manage__table">
              <thead>
                <tr>
                  <th scope="col">Titel</th>
                  <th scope="col">Art</th>
                  <th scope="col">Datum</th>
                </tr>
              </thead>
              <tbody>
                {currentData!.items.map((item) => (
                  <tr key={item.url}>
                    <td>
                      <Link href={item.url}>{item.title}</Link>
                    </td>
                    <td>{CONTENT_KIND_LABELS[item.kind]}</td>
                    <td>
                      <time dateTime={item.publishedOn}>{formatDate(item.publishedOn)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </EditorAccess>
  );
}

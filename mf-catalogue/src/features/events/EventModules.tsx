import { MESSAGES, type EventModuleDetail } from '@amb/shared-contracts/core';
import { formatDateRange } from '@amb/shared-contracts/dates';
import { Link } from '@amb/remote-kit';

/** The modules of a training series in order, each with its own dates and place. */
export function EventModules({ modules }: { modules: readonly EventModuleDetail[] }) {
  return (
    <section className="cat-modules" aria-labelledby="cat-modules-heading">
      <h2 id="cat-modules-heading">{`Module der Seminarreihe (${modules.length})`}</h2>
      <ol className="cat-modules__list">
        {modules.map((module) => (
          <li key={module.moduleId} className="cat-modules__item">
            <h3 className="cat-modules__title">{module.title}</h3>
            <p className="cat-modules__facts">
              <span>{formatDateRange(module.startDate, module.endDate)}</span>
              <span>
                {module.isOnline ? (
                  MESSAGES.online
                ) : module.hotel ? (
                  <>
                    {module.city ? `${module.city}, ` : null}
                    <Link href={module.hotel.url}>{module.hotel.name}</Link>
                  </>
                ) : (
                  (module.city ?? 'Ort wird noch bekannt gegeben')
                )}
              </span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

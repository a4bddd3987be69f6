import { AdminCard } from '../components/admin-card';
import { ADMIN_CARDS } from '../components/admin-cards';
import { CatalogueMirrorCard } from '../components/catalogue-mirror-card';
import { ConnectionsMonitor } from '../components/connections-monitor';

/** Spec 03 "Admin panel" (/admin): not gated in what it shows; each tool enforces its own access. */
export function AdminPage() {
  return (
    <div className="grid gap-6 lg:gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Panel</h1>
        <p className="text-muted-foreground">Tools for running the stores.</p>
      </header>
      <section aria-label="Admin tools">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {ADMIN_CARDS.map((card) => (
            <li key={card.title}>
              <AdminCard card={card} />
            </li>
          ))}
        </ul>
      </section>
      <CatalogueMirrorCard />
      <ConnectionsMonitor />
    </div>
  );
}

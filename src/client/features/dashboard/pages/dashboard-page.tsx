import { useAuth } from '../../auth/auth-context';
import { DashboardCard } from '../components/dashboard-card';
import { DASHBOARD_CARDS } from '../components/dashboard-cards';

/**
 * Spec 01 §2.5. The summary strip goes between the header and the grid, and the Joke of the
 * Day card joins the grid (§2.6); both arrive with the People issue.
 */
export function DashboardPage() {
  const { user } = useAuth();
  return (
    <div className="grid gap-6 lg:gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mission Control</h1>
        <p className="text-muted-foreground">Welcome back, {user?.username}</p>
      </header>
      <section aria-label="Tools">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
          {DASHBOARD_CARDS.map((card) => (
            <li key={card.title}>
              <DashboardCard card={card} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

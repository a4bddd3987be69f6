import { useDashboardWidgets } from '#client/lib/areas/area-contributions';
import { useAuth } from '#client/features/auth/auth-context';
import { DashboardCard } from '../components/dashboard-card';
import { DASHBOARD_CARDS } from '../components/dashboard-cards';

/**
 * Spec 01 §2.5: the heading, the summary strip and the grid of cards. Other areas plug in the
 * strip and extra grid cells (the Joke of the Day, §2.6) through their dashboard widgets.
 */
export function DashboardPage() {
  const { user } = useAuth();
  const summaryWidgets = useDashboardWidgets('summary');
  const gridWidgets = useDashboardWidgets('grid');
  return (
    <div className="grid gap-6 lg:gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mission Control</h1>
        <p className="text-muted-foreground">Welcome back, {user?.username}</p>
      </header>
      {summaryWidgets.map(({ component: Widget }, index) => (
        <Widget key={index} />
      ))}
      <section aria-label="Tools">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
          {DASHBOARD_CARDS.map((card) => (
            <li key={card.title}>
              <DashboardCard card={card} />
            </li>
          ))}
          {gridWidgets.map(({ component: Widget }, index) => (
            <li key={index}>
              <Widget />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { Logo } from '#client/components/logo';

/** Spec 01 §2.3: the welcome panel beside the sign-in card (logo, name, subtitle). */
export function WelcomePanel() {
  return (
    <section
      aria-label="Welcome"
      className="relative flex flex-col items-center justify-center gap-4 overflow-hidden bg-sidebar px-6 py-10 text-center text-white lg:py-0"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-brand/25 blur-3xl"
      />
      <Logo className="relative size-16 shadow-lg lg:size-20" />
      <div className="relative">
        <h1 className="text-2xl font-semibold tracking-tight lg:text-3xl">Staff Portal</h1>
        <p className="mt-1 text-base text-sidebar-foreground lg:text-lg">Mission Control</p>
      </div>
    </section>
  );
}

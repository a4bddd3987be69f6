import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Picks an option of the app's select (Radix) by its label, with the keyboard as a person would. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  const trigger = screen.getByLabelText(label);
  trigger.focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
}

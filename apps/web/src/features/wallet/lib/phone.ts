/** '+50937001100' → '+509 3700 1100' (Haitian numbers, as the payment numbers are stored); other numbers as they are. */
export function formatPhone(phone: string): string {
  const haiti = /^\+509(\d{4})(\d{4})$/.exec(phone);
  return haiti ? `+509 ${haiti[1]} ${haiti[2]}` : phone;
}

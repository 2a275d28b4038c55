// Prisma hands `@db.Date` columns over as UTC midnight of the stored calendar day.

/** yyyy-MM-dd of a stored calendar day. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The value to store for a yyyy-MM-dd calendar day. */
export function fromIsoDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

/** The value to store for a validated YYYYMMDD birth date. */
export function fromBirthDateDigits(digits: string): Date {
  return fromIsoDate(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`);
}

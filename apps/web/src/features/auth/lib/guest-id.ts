/** The visitor's guest id as the auth bodies carry it (the API merges that guest's cart into the account). */
export const guestIdOf = (guestId: string | number | null): number | undefined => {
  const id = Number(guestId);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

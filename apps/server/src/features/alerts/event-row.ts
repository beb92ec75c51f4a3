/** The columns of an alert event's row that the screen's list and the digest both read. */
export interface EventRow<Kind extends string, State extends string> {
  id: string;
  kind: Kind;
  state: State;
  item_number: string;
  title: string | null;
  keyword: string | null;
  from_value: string | null;
  to_value: string | null;
}

/** An event's facts from its row: numbers from PostgreSQL's text; a listing no longer imported has no title. */
export function eventFactsOf<Kind extends string, State extends string>(row: EventRow<Kind, State>) {
  return {
    id: Number(row.id),
    kind: row.kind,
    state: row.state,
    itemNumber: Number(row.item_number),
    title: row.title ?? '',
    keyword: row.keyword,
    fromValue: row.from_value === null ? null : Number(row.from_value),
    toValue: row.to_value === null ? null : Number(row.to_value),
  };
}

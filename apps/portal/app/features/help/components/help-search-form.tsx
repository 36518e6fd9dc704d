import { Form } from "react-router";
import { PUBLIC_PATHS } from "../../../public-paths";

/** A plain GET form to /help?q=…: the results are rendered on the server, so it works without JavaScript too. */
export function HelpSearchForm({ query, maxLength }: { query: string; maxLength: number }) {
  return (
    <Form method="get" action={PUBLIC_PATHS.help} role="search" className="help-search" aria-label="Cari bantuan">
      <div className="g-field help-search-field">
        <label className="g-label" htmlFor="help-q">
          Cari di pusat bantuan
        </label>
        <div className="help-search-row">
          <input
            id="help-q"
            name="q"
            type="search"
            className="g-input"
            defaultValue={query}
            maxLength={maxLength}
            placeholder="Contoh: transfer koin"
            aria-describedby="help-q-hint"
          />
          <button type="submit" className="g-button g-button--primary g-button--md">
            Cari
          </button>
        </div>
        <p id="help-q-hint" className="g-field-hint">
          Ketik kata kunci, salah ketik pun tetap dicari.
        </p>
      </div>
    </Form>
  );
}

// The "as of" date form of /r/NUMBER and the judge documents' short links: a plain GET form, so it works without
// JavaScript (the server answers ?asof= for /r/; AsOfPicker reads it in the browser).
export default function AsOfForm({ action, defaultValue }: { action?: string; defaultValue?: string }) {
  return (
    <form className="as-of-form" method="get" action={action}>
      <label>
        Date <input type="date" name="asof" required defaultValue={defaultValue} />
      </label>{' '}
      <button className="button" type="submit">
        Show
      </button>
    </form>
  )
}

/** CAT-style instructions before a test: sections, the server's clock, saving, the palette's colours. */
export function Instructions() {
  return (
    <ul className="test-instructions">
      <li>The sections come one at a time, in the order above. You cannot go back to a section once it ends.</li>
      <li>
        Each section has its own timer, kept by the server: it keeps running if you close the page or lose the connection, and the
        section ends by itself when its time is up.
      </li>
      <li>
        An answer counts only once you press <strong>Save &amp; Next</strong> (or <strong>Mark for Review &amp; Next</strong>, to come
        back later). Moving to another question through the palette or <strong>Previous</strong> drops a choice you have not saved.{' '}
        <strong>Clear Response</strong> removes an answer.
      </li>
      <li>Saved answers are kept by the server, so you can reload or switch devices and carry on where you were.</li>
      <li>
        Type-in-the-answer (TITA) questions take a number: type it or use the on-screen keypad (digits, minus, decimal point).
      </li>
      <li>
        During the test, <strong>Question Paper</strong> shows every question of the section, <strong>Instructions</strong> shows
        these notes, and the <strong>Calculator</strong> can be moved by its title bar (or its Move button and the arrow keys).
      </li>
      <li>
        The question palette shows each question’s state:
        <ul className="test-palette-key">
          <li>
            <span className="palette-swatch palette-swatch--not-visited" aria-hidden="true" /> Not visited
          </li>
          <li>
            <span className="palette-swatch palette-swatch--not-answered" aria-hidden="true" /> Not answered
          </li>
          <li>
            <span className="palette-swatch palette-swatch--answered" aria-hidden="true" /> Answered
          </li>
          <li>
            <span className="palette-swatch palette-swatch--marked" aria-hidden="true" /> Marked for review
          </li>
          <li>
            <span className="palette-swatch palette-swatch--answered-marked" aria-hidden="true" /> Answered and marked for review (counts as
            answered)
          </li>
        </ul>
      </li>
    </ul>
  );
}

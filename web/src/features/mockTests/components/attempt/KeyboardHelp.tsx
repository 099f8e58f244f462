/**
 * "Using the keyboard": how to take the test without a mouse, folded under a summary at the end of
 * the page. There are no single-key shortcuts that could fire while typing an answer.
 */
export function KeyboardHelp() {
  return (
    <details className="attempt-help">
      <summary>Using the keyboard</summary>
      <ul>
        <li>Tab and Shift+Tab move between the answer, the buttons, the palette and the calculator.</li>
        <li>In the options, the arrow keys move to and choose an option (as radio buttons do).</li>
        <li>
          Enter or Space presses the focused button. A choice counts only after Save &amp; Next (or Mark for Review &amp; Next); focus then
          moves to the next question&apos;s heading.
        </li>
        <li>In a TITA answer, type digits, a minus sign and a decimal point, or use the keypad&apos;s buttons.</li>
        <li>The palette lists every question of the section with its state; Enter on a number opens that question.</li>
        <li>
          In the calculator, type digits and + - * / = % (Backspace, Delete for CE, C to clear all); Escape closes it. Its Move button
          moves it with the arrow keys (Shift for bigger steps). On a phone, Escape also closes the palette sheet.
        </li>
      </ul>
    </details>
  );
}

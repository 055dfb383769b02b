'use strict';
/** The case runner of the two document scenarios (scenarios/documents-*.cjs). */
const { until } = require('./scenario.cjs');

/** Renders each case, waits for its texts, taps where asked, and checks it. */
async function runCases({ h, check }, cases, who) {
  for (const c of cases) {
    const page = await h.renderPage(c.route, c.query, { timeoutMs: 8000 });
    const problems = await until(page, c.expect);
    if (c.tap) {
      await page.tapText(c.tap);
      problems.push(...(await until(page, c.afterTap)));
    }
    check(`${c.route}?${new URLSearchParams(c.query)} (${who})`, page, problems);
    page.unload();
  }
}

module.exports = { runCases };

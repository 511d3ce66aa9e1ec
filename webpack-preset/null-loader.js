'use strict';
// Server builds have no stylesheets: a CSS import becomes an empty module.
module.exports = function nullLoader() {
  return 'export {};';
};

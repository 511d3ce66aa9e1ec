// jsdom lacks the WHATWG fetch classes and TextEncoder that Node has; tests mock fetch with real Responses.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { Response, Request, Headers, TextEncoder, TextDecoder, ReadableStream, structuredClone } = globalThis;
    Object.assign(this.global, {
      Response,
      Request,
      Headers,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
};

// A real SMTP server on a free loopback port (smtp-server + mailparser): the api runs in production mode,
// which needs SMTP_URL, and e2e tests read what it sent from `dir` (one JSON file per message).
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');
const { mkdirSync, renameSync, writeFileSync } = require('node:fs');
const path = require('node:path');

async function startMailSink(dir) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust, nothing to log in to.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        count += 1;
        const file = path.join(dir, `${String(count).padStart(5, '0')}.json`);
        const record = {
          to: mail.to ? mail.to.text : '',
          from: mail.from ? mail.from.text : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          date: (mail.date ?? new Date()).toISOString(),
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType ?? '',
            content: a.content ? a.content.toString('utf8') : '',
          })),
        };
        // Written before the 250 reply, renamed into place so a reader never sees half a file.
        writeFileSync(`${file}.tmp`, JSON.stringify(record));
        renameSync(`${file}.tmp`, file);
        callback();
      }, callback);
    },
  });
  // A sender that goes away mid-connection (the chaos suite kills api processes with SIGKILL, their pooled SMTP
  // connection with them) is an 'error' of the server: without a listener it would throw in the test process.
  const errors = [];
  server.on('error', (error) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') errors.push(error);
  });
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  server.server.unref();
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    /** What went wrong in the server other than a sender that went away. */
    errors,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

module.exports = { startMailSink };

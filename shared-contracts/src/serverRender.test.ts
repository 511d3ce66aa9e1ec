/** @jest-environment jsdom */
import { MAIN_STATE_ELEMENT_ID, readMainState, serialiseForScript } from './serverRender';

function embed(content: string, remote = 'mf_catalogue'): void {
  document.body.innerHTML = `<script id="${MAIN_STATE_ELEMENT_ID}" type="application/json" data-remote="${remote}"></script>`;
  document.getElementById(MAIN_STATE_ELEMENT_ID)!.textContent = content;
}

describe('the embedded main-slot state', () => {
  const state = { catalogueApi: { queries: { title: 'Kündigung </script><script>alert(1)</script>\u2028' } } };

  it('serialises without anything that could end the script element', () => {
    const json = serialiseForScript(state);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(state);
  });

  it('is read back for the remote it belongs to', () => {
    embed(serialiseForScript(state));
    expect(readMainState('mf_catalogue')).toEqual(state);
  });

  it('is not handed to another remote, and broken JSON is no state', () => {
    embed(serialiseForScript(state), 'mf_content');
    expect(readMainState('mf_catalogue')).toBeUndefined();
    embed('{kaputt');
    expect(readMainState('mf_catalogue')).toBeUndefined();
    document.body.innerHTML = '';
    expect(readMainState('mf_catalogue')).toBeUndefined();
  });
});

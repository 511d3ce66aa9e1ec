/** The kit's server half: only server builds import it (it brings react-dom/server). */
export { createServerRender, type ServerApi, type ServerRenderOptions } from './pages/serverRender';

// Another remote's code: what mf-cart must not import.
export function App() {
  return <p>Mein Konto</p>;
}

// Planted: an image without alt text and a click handler on a div (a11y).
export function SeminarTeaser({ onOpen }: { onOpen: () => void }) {
  return (
    <div className="teaser" onClick={onOpen}>
      <img src="/bilder/seminar.jpg" />
      Betriebsrat Teil I
    </div>
  );
}

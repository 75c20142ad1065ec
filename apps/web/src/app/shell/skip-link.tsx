/** "Skip to main content": the first stop of the Tab key, jumping past the header and menu. */
export function SkipLink() {
  return (
    <a className="cairn-skip-link" href="#main-content">
      Skip to main content
    </a>
  );
}

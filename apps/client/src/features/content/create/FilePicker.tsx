import type { ReactNode } from 'react';

/** A button-like label around a hidden file input for images; the label names the input. */
export function FilePicker({ label, onFiles, primary = false }: { label: ReactNode; onFiles: (files: File[]) => void; primary?: boolean }) {
  return (
    <label className={`btn ${primary ? 'btn--primary' : 'btn--secondary'} wizard__picker`}>
      {label}
      <input
        className="visually-hidden"
        type="file"
        accept="image/*"
        multiple
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = ''; // the same files may be chosen again later
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}

/** Share of the upload sent; at 100 % the server is still storing the images. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="wizard__progress" role="status">
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span>{percent < 100 ? `Uploading... ${percent}%` : 'Processing images...'}</span>
    </div>
  );
}

/** "Sua sessão expirou. Confira e salve de novo." above a form filled from a parked post (decision 0032). */
export function RestoredNotice({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950" data-restored-notice>
      <p className="font-semibold">{message}</p>
      <p className="text-sm">Nada foi salvo enquanto a sessão estava encerrada.</p>
    </div>
  );
}

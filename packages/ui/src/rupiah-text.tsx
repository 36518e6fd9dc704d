import { formatRupiah } from "@griya/domain/format";
import { classNames } from "./class-names";

export type RupiahTextProps = { value: number; className?: string };

/** Integer rupiah as "Rp 1.200.000"; the machine-readable amount stays in <data value>. */
export function RupiahText({ value, className }: RupiahTextProps) {
  return (
    <data value={String(value)} className={classNames("g-rupiah", className)}>
      {formatRupiah(value)}
    </data>
  );
}

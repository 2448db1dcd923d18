import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button";

type Props = { page: number; pages: number; onPage(page: number): void };

/** Spec 2 §2's numeric pagination: previous, the page numbers around this one, next. */
export function Pager({ page, pages, onPage }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  return (
    <nav aria-label={t("edges.pager.label")} className="flex items-center gap-1 text-sm">
      <Button
        size="icon"
        variant="ghost"
        aria-label={t("edges.pager.previous")}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      {numbers.map((number) => (
        <Button
          key={number}
          size="sm"
          variant={number === page ? "default" : "ghost"}
          aria-current={number === page ? "page" : undefined}
          aria-label={t("edges.pager.page", { page: number })}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        size="icon"
        variant="ghost"
        aria-label={t("edges.pager.next")}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden />
      </Button>
      <span className="ml-2 text-muted-foreground">{t("edges.pager.of", { page, pages })}</span>
    </nav>
  );
}

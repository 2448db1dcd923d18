import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";

/** The page links a pager shows (0-based): at most `max`, the current one kept inside the window. */
export function pageWindow(current: number, pages: number, max = 10): number[] {
  const size = Math.min(max, pages);
  const start = Math.min(Math.max(0, current - Math.floor(size / 2)), pages - size);
  return Array.from({ length: size }, (_, i) => start + i);
}

type Props = {
  /** The navigation's accessible name, translated. */
  label: string;
  /** 0-based. */
  page: number;
  pages: number;
  onPage(page: number): void;
  /** Most page links shown (spec 3 §2: 10; spec 2 §2: 5). */
  links?: number;
  /** Shows 'Página 2 de 7' after the links. */
  position?: boolean;
};

/** The numeric paginator of the specs: previous, the page numbers around this one, next. */
export function Pager({ label, page, pages, onPage, links, position = false }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-1 text-sm">
      <Button
        size="icon"
        variant="ghost"
        aria-label={t("table.pager.previous")}
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      {pageWindow(page, pages, links).map((index) => (
        <Button
          key={index}
          size="sm"
          variant={index === page ? "default" : "ghost"}
          aria-current={index === page ? "page" : undefined}
          aria-label={t("table.pager.page", { page: index + 1 })}
          onClick={() => onPage(index)}
        >
          {index + 1}
        </Button>
      ))}
      <Button
        size="icon"
        variant="ghost"
        aria-label={t("table.pager.next")}
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden />
      </Button>
      {position && (
        <span className="ml-2 text-muted-foreground">{t("table.pager.of", { page: page + 1, pages })}</span>
      )}
    </nav>
  );
}

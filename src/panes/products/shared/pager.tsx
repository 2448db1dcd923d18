import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { pageWindow } from "../domain/model";

type Props = { label: string; page: number; pages: number; onPage(page: number): void };

/** Spec 3 §2: the generic paginator, up to 10 page links. */
export function Pager({ label, page, pages, onPage }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-1">
      <Button
        size="icon"
        variant="ghost"
        aria-label={t("products.pager.previous")}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      {pageWindow(page, pages).map((index) => (
        <Button
          key={index}
          size="sm"
          variant={index === page ? "default" : "ghost"}
          aria-current={index === page ? "page" : undefined}
          aria-label={t("products.pager.page", { page: index + 1 })}
          onClick={() => onPage(index)}
        >
          {index + 1}
        </Button>
      ))}
      <Button
        size="icon"
        variant="ghost"
        aria-label={t("products.pager.next")}
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

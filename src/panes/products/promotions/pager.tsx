import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { pageWindow } from "./search";

type Props = { page: number; pages: number; onPage(page: number): void };

/** The generic paginator (spec 3 §2): previous, up to 10 page links, next. */
export function Pager({ page, pages, onPage }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("products.promotions.list.pages")} className="flex flex-wrap items-center gap-1">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t("products.promotions.list.previous")}
      </Button>
      {pageWindow(page, pages).map((index) => (
        <Button
          key={index}
          variant={index === page ? "default" : "outline"}
          size="sm"
          aria-label={t("products.promotions.list.page", { page: index + 1 })}
          aria-current={index === page ? "page" : undefined}
          onClick={() => onPage(index)}
        >
          {index + 1}
        </Button>
      ))}
      <Button variant="outline" size="sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t("products.promotions.list.next")}
      </Button>
    </nav>
  );
}

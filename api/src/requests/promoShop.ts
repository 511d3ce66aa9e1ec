/** The promotional-material shop: the articles members may order and their orders (form requests). */
import type { FormRequestStatus, PromoArticle, PromoCategory, PromoOrder } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { findFormRequestsOfUser } from '../repositories/formRequests';
import { findActivePromoArticles } from '../repositories/promoArticles';
import { parseRequestData } from './requestFields';

export async function promoArticles(db: Db): Promise<PromoArticle[]> {
  const rows = await findActivePromoArticles(db);
  return rows.map((row) => ({
    articleId: row.articleId,
    slug: row.slug,
    name: row.name,
    category: row.category as PromoCategory,
    description: row.description,
    format: row.format,
    maxPerOrder: row.maxPerOrder,
    image: row.image,
    imageAlt: row.imageAlt,
  }));
}

interface StoredOrder {
  items?: { articleId: number; name: string; quantity: number }[];
  company?: string;
  firstname?: string;
  lastname?: string;
  street?: string;
  streetNumber?: string;
  postalCode?: string;
  city?: string;
}

export async function promoOrdersOf(db: Db, userId: number): Promise<PromoOrder[]> {
  const rows = await findFormRequestsOfUser(db, userId, 'promoShop');
  return rows.map((row) => {
    const order = parseRequestData(row.data) as StoredOrder;
    return {
      requestId: row.requestId,
      createdAt: row.createdAt,
      status: row.status as FormRequestStatus,
      items: (order.items ?? []).map(({ articleId, name, quantity }) => ({ articleId, name, quantity })),
      deliveryAddress: [
        order.company ?? '',
        `${order.firstname ?? ''} ${order.lastname ?? ''}`.trim(),
        `${order.street ?? ''} ${order.streetNumber ?? ''}`.trim(),
        `${order.postalCode ?? ''} ${order.city ?? ''}`.trim(),
      ].filter((line) => line !== ''),
    };
  });
}

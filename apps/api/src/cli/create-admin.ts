import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { roles, users } from "../db/schema";
import { AppError } from "../lib/errors";
import { DEMO_PASSWORD, hashPassword } from "../lib/passwords";
import { checkNewPassword } from "../modules/auth/password-policy";

export type NewAdmin = { username: string; name: string; email?: string; password: string };

/** Creates an administrator (the first one of a production installation). */
export const createAdmin = async (db: Db, input: NewAdmin): Promise<{ id: number }> => {
  const username = input.username.trim().toLowerCase();
  const errors = await checkNewPassword({
    password: input.password,
    password_confirmation: input.password,
    username,
  });
  if (!/^[a-z0-9._-]{3,50}$/.test(username))
    errors.add("username", {
      en: "Use 3-50 letters, digits, dots, dashes or underscores.",
      np: "३-५० अक्षर, अंक, थोप्ला, ड्यास वा अन्डरस्कोर प्रयोग गर्नुहोस्।",
    });
  if (input.name.trim().length === 0) errors.add("name", { en: "The name is required.", np: "नाम आवश्यक छ।" });
  if (input.password === DEMO_PASSWORD)
    errors.add("password", { en: "The demo password cannot be used.", np: "डेमो पासवर्ड प्रयोग गर्न मिल्दैन।" });
  errors.throwIfAny();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing)
    throw new AppError({
      status: 409,
      message: `User "${username}" already exists.`,
      messageNp: "प्रयोगकर्ता पहिले नै छ।",
    });
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, "admin"));
  const [row] = await db
    .insert(users)
    .values({
      username,
      name: input.name.trim(),
      email: input.email?.trim() || null,
      passwordHash: await hashPassword(input.password),
      roleId: role.id,
    })
    .returning({ id: users.id });
  return row;
};

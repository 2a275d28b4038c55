# Builds the web app and the API, then runs both from one Node process on port 3002.
# In production the app creates no account: create the first admin in the running container with
#   node apps/api/dist/create-admin.js   (asks for the details, see docs/operations.md "Deployment")
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install --global pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build && pnpm prune --prod --ignore-scripts

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# Receipt and certificate PDFs are written in Noto Sans CJK (RECEIPT_FONT_PATH, decision 0044).
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-noto-cjk \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
USER node
EXPOSE 3002
CMD ["node", "apps/api/dist/main.js"]

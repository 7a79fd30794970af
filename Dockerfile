# One image for every service of the shop; docker-compose.yml picks the command per service.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY emulator/package.json emulator/
RUN npm ci --no-audit --no-fund
COPY . .

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production
EXPOSE 8000
CMD ["npm", "run", "start:emulator"]

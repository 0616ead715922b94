-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "woocommerceId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Customer_programId_woocommerceId_key" ON "Customer"("programId", "woocommerceId");

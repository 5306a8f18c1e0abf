import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { OperationBudget } from './database-cost';

/** What GraphQL operations may cost, over HTTP and graphql-ws. */
@Module({
  imports: [AccountsModule],
  providers: [OperationBudget],
  exports: [OperationBudget],
})
export class GraphqlLimitsModule {}

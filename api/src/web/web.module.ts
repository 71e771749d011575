import { Module } from '@nestjs/common';
import { RemotesController } from './remotes.controller';
import { SearchEnginesController } from './search-engines.controller';

@Module({ controllers: [RemotesController, SearchEnginesController] })
export class WebModule {}

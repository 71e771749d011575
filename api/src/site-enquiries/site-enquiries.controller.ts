import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ZMarkSiteEnquiriesRead, type TSessionUser, type TSiteEnquiryList } from '@agency/contracts';
import { CurrentUser } from '../auth/request-auth';
import { SignedIn } from '../auth/roles.decorator';
import { ZodDto } from '../common/validation/zod-dto';
import { SiteEnquiriesService } from './site-enquiries.service';

class MarkReadBody extends ZodDto(ZMarkSiteEnquiriesRead) {}

/** The site owner's quote requests (the Websites tab); someone else's site is the same 404 as an unknown one. */
@Controller('api/sites/:id/enquiries')
export class SiteEnquiriesController {
  constructor(private readonly enquiries: SiteEnquiriesService) {}

  @Get()
  @SignedIn()
  list(@CurrentUser() user: TSessionUser, @Param('id') id: string): Promise<TSiteEnquiryList> {
    return this.enquiries.list(user.id, id);
  }

  @Post('read')
  @SignedIn()
  @HttpCode(200)
  markRead(@CurrentUser() user: TSessionUser, @Param('id') id: string, @Body() body: MarkReadBody): Promise<TSiteEnquiryList> {
    return this.enquiries.markRead(user.id, id, body.ids);
  }
}

import type { Translate } from '@/modules/content/dictionary'
import { formErrorTexts } from '@/ui/form/texts'

/** The Norwegian service request's texts, resolved on the server. */
export function serviceRequestTexts(t: Translate) {
  return {
    requiredNote: t('formRequiredNote'),
    vehicleType: t('serviceRequestVehicleType'),
    car: t('vehicleTypeCar'),
    motorcycle: t('vehicleTypeMotorcycle'),
    services: t('serviceRequestServices'),
    dealer: t('serviceRequestDealer'),
    dealerPlaceholder: t('serviceRequestDealerPlaceholder'),
    regno: t('sellCarRegno'),
    milage: t('serviceRequestMilage'),
    date: t('serviceRequestDate'),
    description: t('serviceRequestDescription'),
    other: t('sellCarOther'),
    name: t('formName'),
    phone: t('formPhone'),
    email: t('formEmail'),
    gdpr: t('serviceRequestGdpr'),
    newsletter: t('serviceRequestNewsletter'),
    submit: t('serviceRequestSubmit'),
    sending: t('formSending'),
    success: t('serviceRequestSuccess'),
    failed: t('serviceRequestError'),
    rateLimited: t('formRateLimited'),
    errors: formErrorTexts(t),
  }
}
export type ServiceRequestTexts = ReturnType<typeof serviceRequestTexts>

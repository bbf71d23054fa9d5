// The templates feature's parts other screens use: how a body's `{{variables}}` are read (the inbox fills them).
export { fillTemplate, TEMPLATE_VARIABLES, variableToken, type TemplateVariable } from './templateVariables';

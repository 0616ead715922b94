// GraphiQL, served from the npm package (no CDN: Rally may run offline), opened on an example
// query of Rally's own.
import { renderGraphiQL as render } from "@graphql-yoga/render-graphiql";

export const EXAMPLE_QUERY = `# Put your API key in the Headers tab below, then run this query.
query Program {
  program {
    program { name type }
  }
  partners(limit: 5) {
    totalCount
    edges { node { id email status referralLink } }
  }
}
`;

export const graphiqlOptions = {
  title: "Rally GraphQL",
  defaultQuery: EXAMPLE_QUERY,
  headers: JSON.stringify({ Authorization: "Bearer <your API key>" }, null, 2),
};

export const renderGraphiQL = render;

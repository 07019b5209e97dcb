import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Libraries that only the gateway (shared/src) may import directly. */
const GATEWAY_ONLY = [
  '@chakra-ui/*',
  '@chakra-ui/react',
  '@emotion/*',
  'react-router',
  'react-router-dom',
  'react-markdown',
  'rehype-sanitize',
  'js-yaml',
]

/** Another top-level folder, reached by a relative path. */
const TOP_LEVEL_FOLDERS = [
  'shell',
  'blog-app',
  'events-app',
  'projects-app',
  'scripts',
  'site-build',
  'e2e',
  'deploy',
].map((folder) => `**/../${folder}/**`)

/** A section package, by name: the build and the gateway never import one (dependencies point one way). */
const SECTION_PACKAGE = '^(blog|events|projects)-app(/.*)?$'

const SECTION_APPS = ['blog-app', 'events-app', 'projects-app']

const boundary = (forbidden, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: GATEWAY_ONLY,
          message: 'Reach UI kit, router and content through @osck/shared (the federated gateway).',
        },
        ...forbidden.map((group) => ({ group, message })),
      ],
    },
  ],
})

export default tseslint.config(
  {
    ignores: [
      '**/public/**',
      '**/dist/**',
      '**/node_modules/**',
      '.bench/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    // The browser gateway imports no build code and no other top-level folder.
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@osck/site-build', '@osck/site-build/*', ...TOP_LEVEL_FOLDERS],
              message:
                'shared/ runs in the browser: it imports nothing from the build, the scripts or an app.',
            },
            { regex: SECTION_PACKAGE, message: 'shared/ is used by the sections: it never imports one.' },
          ],
        },
      ],
    },
  },
  {
    // The build reads the gateway through its package exports (@osck/shared/build-kit…), never its files.
    files: ['site-build/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/src/**', ...TOP_LEVEL_FOLDERS],
              message: 'site-build reaches the gateway through @osck/shared exports, and no script or app.',
            },
            {
              regex: SECTION_PACKAGE,
              message:
                "site-build knows no section: the site's assembly (shell/vite/site) hands it their pages.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/vite/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/src/**', ...TOP_LEVEL_FOLDERS],
              message: "The shell's build code reaches other packages through their exports only.",
            },
          ],
        },
      ],
    },
  },
  ...SECTION_APPS.flatMap((app) => {
    const others = SECTION_APPS.filter((other) => other !== app).flatMap((other) => [
      `${other}*`,
      `**/${other}/**`,
    ])
    const apart = ['shell', 'shell/*', '**/shell/**', ...others]
    return [
      {
        files: [`${app}/src/**`],
        rules: boundary([apart], 'A remote never imports the shell or another remote.'),
      },
      {
        // What runs in the browser never takes the Node-side build (its generated pages and tests may).
        files: [`${app}/src/**`],
        ignores: [`${app}/src/{static-page,site-pages}.{ts,tsx}`, '**/*.test.{ts,tsx}'],
        rules: boundary(
          [[...apart, '@osck/site-build', '@osck/site-build/*']],
          'A remote never imports the shell or another remote, and its screens never import the build.',
        ),
      },
    ]
  }),
  {
    // A section's generated pages run in Node in the publishing pipeline: React, the build kit and
    // the section's own page declarations only.
    files: ['{blog,events,projects}-app/src/{static-page,site-pages}.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!(react|@osck/shared/build-kit|@osck/shared/route-table|@osck/site-build/pages|\\./pages|\\./static-page)$)',
              message:
                "A section's generated pages import only react, @osck/shared/build-kit and /route-table, @osck/site-build/pages and the section's ./pages and ./static-page: the pipeline runs them in Node.",
            },
            {
              group: ['react'],
              importNamePattern: '^use',
              message: 'A static page is rendered once to HTML: no hooks, no state.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**'],
    rules: boundary(
      [
        [
          'blog-app*',
          'events-app*',
          'projects-app*',
          '**/blog-app/**',
          '**/events-app/**',
          '**/projects-app/**',
        ],
      ],
      'The shell loads remotes through federation only.',
    ),
  },
)

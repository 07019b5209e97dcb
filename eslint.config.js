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

/** A section package named by anything but its static page (`blog-app/static-page`). */
const SECTION_BEYOND_STATIC_PAGE = '^(blog|events|projects)-app(?!/static-page$)(/.*)?$'

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
              regex: SECTION_BEYOND_STATIC_PAGE,
              message:
                "site-build takes a section's static page (<section>-app/static-page), nothing else of it.",
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
  {
    files: ['blog-app/src/**'],
    rules: boundary(
      [
        [
          'shell',
          'shell/*',
          '**/shell/**',
          'events-app*',
          'projects-app*',
          '**/events-app/**',
          '**/projects-app/**',
        ],
      ],
      'A remote never imports the shell or another remote.',
    ),
  },
  {
    files: ['events-app/src/**'],
    rules: boundary(
      [
        [
          'shell',
          'shell/*',
          '**/shell/**',
          'blog-app*',
          'projects-app*',
          '**/blog-app/**',
          '**/projects-app/**',
        ],
      ],
      'A remote never imports the shell or another remote.',
    ),
  },
  {
    files: ['projects-app/src/**'],
    rules: boundary(
      [['shell', 'shell/*', '**/shell/**', 'blog-app*', 'events-app*', '**/blog-app/**', '**/events-app/**']],
      'A remote never imports the shell or another remote.',
    ),
  },
  {
    // A section's static page runs in Node in the publishing pipeline: React and the gateway only.
    files: ['{blog,events,projects}-app/src/static-page.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(react|@osck/shared/build-kit|@osck/shared/route-table)$)',
              message:
                "A section's static page imports only react, @osck/shared/build-kit and /route-table: the pipeline runs it in Node.",
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
